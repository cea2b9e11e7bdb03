export default function HeaderLogin() {
  return <div>header login</div>;
}
