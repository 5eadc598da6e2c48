/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ device: NonNullable<unknown> }} Notify_Push_Remove_LabelInputs */

const en_notify_push_remove_label = /** @type {(inputs: Notify_Push_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.device}`)
};

const es_notify_push_remove_label = /** @type {(inputs: Notify_Push_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar ${i?.device}`)
};

const fr_notify_push_remove_label = /** @type {(inputs: Notify_Push_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer ${i?.device}`)
};

/**
* | output |
* | --- |
* | "Remove {device}" |
*
* @param {Notify_Push_Remove_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_push_remove_label = /** @type {((inputs: Notify_Push_Remove_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_Remove_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_push_remove_label(inputs)
	if (locale === "fr") return fr_notify_push_remove_label(inputs)
	return en_notify_push_remove_label(inputs)
});