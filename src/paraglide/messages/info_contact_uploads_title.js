/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Contact_Uploads_TitleInputs */

const en_info_contact_uploads_title = /** @type {(inputs: Info_Contact_Uploads_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business Upload Center`)
};

const es_info_contact_uploads_title = /** @type {(inputs: Info_Contact_Uploads_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centro de archivos para negocios`)
};

const fr_info_contact_uploads_title = /** @type {(inputs: Info_Contact_Uploads_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espace d’envoi des commerces`)
};

/**
* | output |
* | --- |
* | "Business Upload Center" |
*
* @param {Info_Contact_Uploads_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_uploads_title = /** @type {((inputs?: Info_Contact_Uploads_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_Uploads_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_uploads_title(inputs)
	if (locale === "fr") return fr_info_contact_uploads_title(inputs)
	return en_info_contact_uploads_title(inputs)
});