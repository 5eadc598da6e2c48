/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tier: NonNullable<unknown> }} Loyalty_Progress_LabelInputs */

const en_loyalty_progress_label = /** @type {(inputs: Loyalty_Progress_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Progress to ${i?.tier}`)
};

const es_loyalty_progress_label = /** @type {(inputs: Loyalty_Progress_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Progreso hacia ${i?.tier}`)
};

const fr_loyalty_progress_label = /** @type {(inputs: Loyalty_Progress_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Progression vers ${i?.tier}`)
};

/**
* | output |
* | --- |
* | "Progress to {tier}" |
*
* @param {Loyalty_Progress_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_progress_label = /** @type {((inputs: Loyalty_Progress_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Progress_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_progress_label(inputs)
	if (locale === "fr") return fr_loyalty_progress_label(inputs)
	return en_loyalty_progress_label(inputs)
});