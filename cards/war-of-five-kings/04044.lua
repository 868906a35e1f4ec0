-- Crown of Golden Roses (For Family Honor 44): X is the number of challenge
-- icons the attached character has.
function icons(ctx)
  local parent = ctx.game:parent(ctx.self)
  if parent == nil then
    return 0
  end
  return #ctx.game:icons(parent)
end
