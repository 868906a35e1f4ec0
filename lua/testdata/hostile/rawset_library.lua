-- Write into a library table behind its metatable's back.
function resolve(ctx)
  rawset(string, "rep", function() return "pwned" end)
end
