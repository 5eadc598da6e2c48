/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Media_Contact_TeamInputs */

const en_info_media_contact_team = /** @type {(inputs: Info_Media_Contact_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact Media Team`)
};

const es_info_media_contact_team = /** @type {(inputs: Info_Media_Contact_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contactar al equipo de prensa`)
};

const fr_info_media_contact_team = /** @type {(inputs: Info_Media_Contact_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacter le service presse`)
};

/**
* | output |
* | --- |
* | "Contact Media Team" |
*
* @param {Info_Media_Contact_TeamInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_media_contact_team = /** @type {((inputs?: Info_Media_Contact_TeamInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Media_Contact_TeamInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_media_contact_team(inputs)
	if (locale === "fr") return fr_info_media_contact_team(inputs)
	return en_info_media_contact_team(inputs)
});