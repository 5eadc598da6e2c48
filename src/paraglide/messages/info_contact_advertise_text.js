/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Contact_Advertise_TextInputs */

const en_info_contact_advertise_text = /** @type {(inputs: Info_Contact_Advertise_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Packages from one board to the whole guide`)
};

const es_info_contact_advertise_text = /** @type {(inputs: Info_Contact_Advertise_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paquetes desde un distrito hasta toda la guía`)
};

const fr_info_contact_advertise_text = /** @type {(inputs: Info_Contact_Advertise_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des offres d’un seul district à tout le guide`)
};

/**
* | output |
* | --- |
* | "Packages from one board to the whole guide" |
*
* @param {Info_Contact_Advertise_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_advertise_text = /** @type {((inputs?: Info_Contact_Advertise_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_Advertise_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_advertise_text(inputs)
	if (locale === "fr") return fr_info_contact_advertise_text(inputs)
	return en_info_contact_advertise_text(inputs)
});