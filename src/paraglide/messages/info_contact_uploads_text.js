/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Contact_Uploads_TextInputs */

const en_info_contact_uploads_text = /** @type {(inputs: Info_Contact_Uploads_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send photos, menus and documents for your listing`)
};

const es_info_contact_uploads_text = /** @type {(inputs: Info_Contact_Uploads_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envía fotos, menús y documentos para tu ficha`)
};

const fr_info_contact_uploads_text = /** @type {(inputs: Info_Contact_Uploads_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyez photos, menus et documents pour votre fiche`)
};

/**
* | output |
* | --- |
* | "Send photos, menus and documents for your listing" |
*
* @param {Info_Contact_Uploads_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_uploads_text = /** @type {((inputs?: Info_Contact_Uploads_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_Uploads_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_uploads_text(inputs)
	if (locale === "fr") return fr_info_contact_uploads_text(inputs)
	return en_info_contact_uploads_text(inputs)
});