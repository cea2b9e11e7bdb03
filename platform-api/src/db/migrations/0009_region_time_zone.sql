-- Each region keeps its own calendar: every day boundary (the account record's dates, daily limits) is a day in
-- this IANA zone, on the server and in the browser. Regions made before this migration are the demo's, all on
-- Indochina time, which was written in the code until now.
alter table regions add column time_zone text;
update regions
   set time_zone = case country
                     when 'VN' then 'Asia/Ho_Chi_Minh'
                     when 'TH' then 'Asia/Bangkok'
                     else 'Asia/Phnom_Penh'
                   end;
alter table regions alter column time_zone set not null;

-- Provisioning finds a brand again by its main domain, so applying a file twice updates rather than duplicates.
create unique index brands_main_domain_uq on brands (main_domain);
