-- Doubling a string with .. until memory runs out.
function resolve(ctx)
  local s = "x"
  while true do
    s = s .. s
  end
end
