/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Contact_Team_MediaInputs */

const en_info_contact_team_media = /** @type {(inputs: Info_Contact_Team_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`our Press Office`)
};

const es_info_contact_team_media = /** @type {(inputs: Info_Contact_Team_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nuestra oficina de prensa`)
};

const fr_info_contact_team_media = /** @type {(inputs: Info_Contact_Team_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`notre service de presse`)
};

/**
* | output |
* | --- |
* | "our Press Office" |
*
* @param {Info_Contact_Team_MediaInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_team_media = /** @type {((inputs?: Info_Contact_Team_MediaInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_Team_MediaInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_team_media(inputs)
	if (locale === "fr") return fr_info_contact_team_media(inputs)
	return en_info_contact_team_media(inputs)
});