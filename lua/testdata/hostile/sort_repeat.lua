-- Sort a big table over and over.
function resolve(ctx)
  local t = {}
  for i = 1, 20000 do t[i] = (i * 7919) % 20011 end
  while true do table.sort(t) end
end
