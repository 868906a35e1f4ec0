-- table.concat of many medium strings.
function resolve(ctx)
  local t, s = {}, string.rep("x", 1000)
  for i = 1, 5000 do t[i] = s end
  return table.concat(t)
end
