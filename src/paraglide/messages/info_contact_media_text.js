/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Contact_Media_TextInputs */

const en_info_contact_media_text = /** @type {(inputs: Info_Contact_Media_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Press kit, fact sheet and media contacts`)
};

const es_info_contact_media_text = /** @type {(inputs: Info_Contact_Media_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kit de prensa, ficha informativa y contactos de prensa`)
};

const fr_info_contact_media_text = /** @type {(inputs: Info_Contact_Media_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dossier de presse, fiche d’information et contacts presse`)
};

/**
* | output |
* | --- |
* | "Press kit, fact sheet and media contacts" |
*
* @param {Info_Contact_Media_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_media_text = /** @type {((inputs?: Info_Contact_Media_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_Media_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_media_text(inputs)
	if (locale === "fr") return fr_info_contact_media_text(inputs)
	return en_info_contact_media_text(inputs)
});