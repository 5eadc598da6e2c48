/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Notify_Push_AddedInputs */

const en_notify_push_added = /** @type {(inputs: Notify_Push_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Added ${i?.date}`)
};

const es_notify_push_added = /** @type {(inputs: Notify_Push_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Agregado el ${i?.date}`)
};

const fr_notify_push_added = /** @type {(inputs: Notify_Push_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ajouté le ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Added {date}" |
*
* @param {Notify_Push_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_push_added = /** @type {((inputs: Notify_Push_AddedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_AddedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_push_added(inputs)
	if (locale === "fr") return fr_notify_push_added(inputs)
	return en_notify_push_added(inputs)
});