-- Giant argument lists through unpack and string.char.
function resolve(ctx)
  local t = {}
  for i = 1, 2000 do t[i] = 65 end
  return string.char(unpack(t))
end
