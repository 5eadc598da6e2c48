/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Contact_Advertise_TitleInputs */

const en_info_contact_advertise_title = /** @type {(inputs: Info_Contact_Advertise_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advertise With Us`)
};

const es_info_contact_advertise_title = /** @type {(inputs: Info_Contact_Advertise_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anúnciate con nosotros`)
};

const fr_info_contact_advertise_title = /** @type {(inputs: Info_Contact_Advertise_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faire de la publicité`)
};

/**
* | output |
* | --- |
* | "Advertise With Us" |
*
* @param {Info_Contact_Advertise_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_advertise_title = /** @type {((inputs?: Info_Contact_Advertise_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_Advertise_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_advertise_title(inputs)
	if (locale === "fr") return fr_info_contact_advertise_title(inputs)
	return en_info_contact_advertise_title(inputs)
});