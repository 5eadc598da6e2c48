/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_About_Contact_TextInputs */

const en_info_about_contact_text = /** @type {(inputs: Info_About_Contact_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions, corrections or a story we should tell? [Contact us]. Our [Visitor Center] is at`)
};

const es_info_about_contact_text = /** @type {(inputs: Info_About_Contact_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Preguntas, correcciones o una historia que deberíamos contar? [Escríbenos]. Nuestro [Centro de Visitantes] está en`)
};

const fr_info_about_contact_text = /** @type {(inputs: Info_About_Contact_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des questions, des corrections ou une histoire à raconter ? [Écrivez-nous]. Notre [centre d’accueil des visiteurs] se trouve au`)
};

/**
* | output |
* | --- |
* | "Questions, corrections or a story we should tell? [Contact us]. Our [Visitor Center] is at" |
*
* @param {Info_About_Contact_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_about_contact_text = /** @type {((inputs?: Info_About_Contact_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_About_Contact_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_about_contact_text(inputs)
	if (locale === "fr") return fr_info_about_contact_text(inputs)
	return en_info_about_contact_text(inputs)
});