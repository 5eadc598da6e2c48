/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Feedback_LabelInputs */

const en_tours_feedback_label = /** @type {(inputs: Tours_Feedback_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feedback (optional)`)
};

const es_tours_feedback_label = /** @type {(inputs: Tours_Feedback_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentarios (opcional)`)
};

const fr_tours_feedback_label = /** @type {(inputs: Tours_Feedback_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commentaire (facultatif)`)
};

/**
* | output |
* | --- |
* | "Feedback (optional)" |
*
* @param {Tours_Feedback_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_feedback_label = /** @type {((inputs?: Tours_Feedback_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Feedback_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_feedback_label(inputs)
	if (locale === "fr") return fr_tours_feedback_label(inputs)
	return en_tours_feedback_label(inputs)
});