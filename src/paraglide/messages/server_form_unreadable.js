/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Server_Form_UnreadableInputs */

const en_server_form_unreadable = /** @type {(inputs: Server_Form_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The form could not be read. Please try again.`)
};

const es_server_form_unreadable = /** @type {(inputs: Server_Form_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo leer el formulario. Inténtalo de nuevo.`)
};

const fr_server_form_unreadable = /** @type {(inputs: Server_Form_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le formulaire n’a pas pu être lu. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "The form could not be read. Please try again." |
*
* @param {Server_Form_UnreadableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const server_form_unreadable = /** @type {((inputs?: Server_Form_UnreadableInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Form_UnreadableInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_server_form_unreadable(inputs)
	if (locale === "fr") return fr_server_form_unreadable(inputs)
	return en_server_form_unreadable(inputs)
});