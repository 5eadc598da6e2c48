/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Contact_Team_AdvertisingInputs */

const en_info_contact_team_advertising = /** @type {(inputs: Info_Contact_Team_AdvertisingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`our advertising team`)
};

const es_info_contact_team_advertising = /** @type {(inputs: Info_Contact_Team_AdvertisingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nuestro equipo de publicidad`)
};

const fr_info_contact_team_advertising = /** @type {(inputs: Info_Contact_Team_AdvertisingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`notre équipe publicité`)
};

/**
* | output |
* | --- |
* | "our advertising team" |
*
* @param {Info_Contact_Team_AdvertisingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_team_advertising = /** @type {((inputs?: Info_Contact_Team_AdvertisingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_Team_AdvertisingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_team_advertising(inputs)
	if (locale === "fr") return fr_info_contact_team_advertising(inputs)
	return en_info_contact_team_advertising(inputs)
});