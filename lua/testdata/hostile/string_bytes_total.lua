-- Many strings just under the size limit: the bytes built per call are capped.
function resolve(ctx)
  local keep = {}
  for i = 1, 100000 do
    keep[i] = string.rep("x", 16000) .. i
  end
end
