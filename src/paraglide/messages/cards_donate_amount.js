/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Donate_AmountInputs */

const en_cards_donate_amount = /** @type {(inputs: Cards_Donate_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose or enter an amount of at least $1.`)
};

const es_cards_donate_amount = /** @type {(inputs: Cards_Donate_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige o escribe un monto de al menos $1.`)
};

const fr_cards_donate_amount = /** @type {(inputs: Cards_Donate_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez ou saisissez un montant d’au moins 1 $.`)
};

/**
* | output |
* | --- |
* | "Please choose or enter an amount of at least $1." |
*
* @param {Cards_Donate_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_donate_amount = /** @type {((inputs?: Cards_Donate_AmountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Donate_AmountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_donate_amount(inputs)
	if (locale === "fr") return fr_cards_donate_amount(inputs)
	return en_cards_donate_amount(inputs)
});