/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_About_Data_TextInputs */

const en_info_about_data_text = /** @type {(inputs: Info_About_Data_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We do not sell personal information. You can delete your account and everything in it at any time. Read our [privacy policy].`)
};

const es_info_about_data_text = /** @type {(inputs: Info_About_Data_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No vendemos información personal. Puedes eliminar tu cuenta y todo lo que contiene en cualquier momento. Lee nuestra [política de privacidad].`)
};

const fr_info_about_data_text = /** @type {(inputs: Info_About_Data_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous ne vendons aucune information personnelle. Vous pouvez supprimer votre compte et tout ce qu’il contient à tout moment. Lisez notre [politique de confidentialité].`)
};

/**
* | output |
* | --- |
* | "We do not sell personal information. You can delete your account and everything in it at any time. Read our [privacy policy]." |
*
* @param {Info_About_Data_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_about_data_text = /** @type {((inputs?: Info_About_Data_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_About_Data_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_about_data_text(inputs)
	if (locale === "fr") return fr_info_about_data_text(inputs)
	return en_info_about_data_text(inputs)
});