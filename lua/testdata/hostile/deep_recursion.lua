-- Recursion without a base case.
local function down(n)
  return 1 + down(n + 1)
end
function resolve(ctx)
  return down(0)
end
