-- Burning on the Sand (There Is My Claim 76), Reaction: After you lose an
-- unopposed challenge, set the claim value on the winning opponent's
-- revealed plot card to 0 until the end of the challenge.
function no_claim(ctx)
  local g = ctx.game
  local c = g:challenge()
  if c == nil or c.winner == nil then
    return false
  end
  local n = g:claim(c.winner)
  if n == nil or n <= 0 then
    return true
  end
  return g:effect("claim", {delta = -n, p = c.winner, d = "end-of-challenge"})
end
