/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Donate_Too_LargeInputs */

const en_cards_donate_too_large = /** @type {(inputs: Cards_Donate_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online gifts are limited to $10,000. For a larger gift, please contact us.`)
};

const es_cards_donate_too_large = /** @type {(inputs: Cards_Donate_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las donaciones en línea tienen un límite de $10,000. Para una donación mayor, comunícate con nosotros.`)
};

const fr_cards_donate_too_large = /** @type {(inputs: Cards_Donate_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les dons en ligne sont limités à 10 000 $. Pour un don plus important, contactez-nous.`)
};

/**
* | output |
* | --- |
* | "Online gifts are limited to $10,000. For a larger gift, please contact us." |
*
* @param {Cards_Donate_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_donate_too_large = /** @type {((inputs?: Cards_Donate_Too_LargeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Donate_Too_LargeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_donate_too_large(inputs)
	if (locale === "fr") return fr_cards_donate_too_large(inputs)
	return en_cards_donate_too_large(inputs)
});