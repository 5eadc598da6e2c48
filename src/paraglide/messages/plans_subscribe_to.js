/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Plans_Subscribe_ToInputs */

const en_plans_subscribe_to = /** @type {(inputs: Plans_Subscribe_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subscribe to ${i?.name}`)
};

const es_plans_subscribe_to = /** @type {(inputs: Plans_Subscribe_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suscribirte a ${i?.name}`)
};

const fr_plans_subscribe_to = /** @type {(inputs: Plans_Subscribe_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`S’abonner à ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Subscribe to {name}" |
*
* @param {Plans_Subscribe_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_subscribe_to = /** @type {((inputs: Plans_Subscribe_ToInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Subscribe_ToInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_subscribe_to(inputs)
	if (locale === "fr") return fr_plans_subscribe_to(inputs)
	return en_plans_subscribe_to(inputs)
});