/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Cancelled_TitleInputs */

const en_plans_cancelled_title = /** @type {(inputs: Plans_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout cancelled`)
};

const es_plans_cancelled_title = /** @type {(inputs: Plans_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago cancelado`)
};

const fr_plans_cancelled_title = /** @type {(inputs: Plans_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement annulé`)
};

/**
* | output |
* | --- |
* | "Checkout cancelled" |
*
* @param {Plans_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_cancelled_title = /** @type {((inputs?: Plans_Cancelled_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Cancelled_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_cancelled_title(inputs)
	if (locale === "fr") return fr_plans_cancelled_title(inputs)
	return en_plans_cancelled_title(inputs)
});