/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Donate_EmailInputs */

const en_cards_donate_email = /** @type {(inputs: Cards_Donate_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email is required for your receipt`)
};

const es_cards_donate_email = /** @type {(inputs: Cards_Donate_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Necesitamos tu correo electrónico para enviarte el recibo`)
};

const fr_cards_donate_email = /** @type {(inputs: Cards_Donate_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’adresse e-mail est obligatoire pour votre reçu`)
};

/**
* | output |
* | --- |
* | "Email is required for your receipt" |
*
* @param {Cards_Donate_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_donate_email = /** @type {((inputs?: Cards_Donate_EmailInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Donate_EmailInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_donate_email(inputs)
	if (locale === "fr") return fr_cards_donate_email(inputs)
	return en_cards_donate_email(inputs)
});