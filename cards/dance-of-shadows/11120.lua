-- Ravages of War (DitD 120), When Revealed: Each player sacrifices a
-- character or location, chooses and discards 1 card from his or her
-- hand, and chooses and discards 1 card from his or her shadows area, if
-- able.
--
-- Players act in turn order from the first player; "if able" means a
-- player who has a choice must make it.
local function pick(g, p, options, prompt)
  if #options == 0 then
    return nil
  end
  return g:choose(p, options, prompt) or options[1]
end

function ravages_of_war(ctx)
  local g = ctx.game
  local order = g:player_order()
  local any = false
  for _, p in ipairs(order) do
    local own = {}
    for _, id in ipairs(g:cards({controller = p})) do
      local t = g:type(id)
      if t == "character" or t == "location" then
        own[#own + 1] = id
      end
    end
    local s = pick(g, p, own, "Sacrifice a character or location")
    if s ~= nil then
      g:sacrifice(s)
      any = true
    end
    local h = pick(g, p, g:cards_in("hand", p), "Discard a card from your hand")
    if h ~= nil then
      g:discard(h)
      any = true
    end
    local d = pick(g, p, g:cards_in("shadows", p), "Discard a card from your shadows area")
    if d ~= nil then
      g:discard(d)
      any = true
    end
  end
  return any
end
