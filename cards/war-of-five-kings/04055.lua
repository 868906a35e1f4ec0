-- Spearmaiden (For Family Honor 55): "If you win the challenge by 5 or
-- more STR, that character must be chosen for claim during this
-- challenge, if able." Resolved right after the challenge is won
-- (if-challenge-won), before claim is applied.
function must_be_chosen(ctx)
  local g = ctx.game
  if ctx.target == nil or g:value("challenge-margin") < 5 then
    return true
  end
  return g:effect("forbid", {target = ctx.target, what = "be-left-out-of-claim", d = "end-of-challenge"})
end
