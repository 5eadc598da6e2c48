/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Form_TextInputs */

const en_partners_nl_form_text = /** @type {(inputs: Partners_Nl_Form_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stories, events and new places uptown, in your inbox. We'll email you a link to confirm your address first.`)
};

const es_partners_nl_form_text = /** @type {(inputs: Partners_Nl_Form_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias, eventos y lugares nuevos del Alto Manhattan, en tu bandeja de entrada. Primero te enviaremos un enlace para confirmar tu dirección.`)
};

const fr_partners_nl_form_text = /** @type {(inputs: Partners_Nl_Form_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des récits, des événements et les nouvelles adresses du nord de Manhattan, dans votre boîte de réception. Nous vous enverrons d’abord un lien pour confirmer votre adresse.`)
};

/**
* | output |
* | --- |
* | "Stories, events and new places uptown, in your inbox. We'll email you a link to confirm your address first." |
*
* @param {Partners_Nl_Form_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_form_text = /** @type {((inputs?: Partners_Nl_Form_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Form_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_form_text(inputs)
	if (locale === "fr") return fr_partners_nl_form_text(inputs)
	return en_partners_nl_form_text(inputs)
});