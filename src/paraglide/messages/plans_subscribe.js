/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_SubscribeInputs */

const en_plans_subscribe = /** @type {(inputs: Plans_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe`)
};

const es_plans_subscribe = /** @type {(inputs: Plans_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscribirte`)
};

const fr_plans_subscribe = /** @type {(inputs: Plans_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S’abonner`)
};

/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Plans_SubscribeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_subscribe = /** @type {((inputs?: Plans_SubscribeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_SubscribeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_subscribe(inputs)
	if (locale === "fr") return fr_plans_subscribe(inputs)
	return en_plans_subscribe(inputs)
});