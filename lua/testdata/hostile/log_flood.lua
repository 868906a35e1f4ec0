-- reaches: 100
-- Floods the game log: 999-byte lines in an endless loop (issue 20: ~31,000
-- lines per call before the step budget). Stops after the per-call effect limit.
function resolve(ctx)
  local s = string.rep("L", 999)
  while true do
    ctx.game:log(s)
  end
end
