/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Donate_FailedInputs */

const en_cards_donate_failed = /** @type {(inputs: Cards_Donate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please try again or contact support.`)
};

const es_cards_donate_failed = /** @type {(inputs: Cards_Donate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelve a intentarlo o comunícate con el equipo de soporte.`)
};

const fr_cards_donate_failed = /** @type {(inputs: Cards_Donate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayez ou contactez l’assistance.`)
};

/**
* | output |
* | --- |
* | "Please try again or contact support." |
*
* @param {Cards_Donate_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_donate_failed = /** @type {((inputs?: Cards_Donate_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Donate_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_donate_failed(inputs)
	if (locale === "fr") return fr_cards_donate_failed(inputs)
	return en_cards_donate_failed(inputs)
});