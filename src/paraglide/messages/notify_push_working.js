/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Push_WorkingInputs */

const en_notify_push_working = /** @type {(inputs: Notify_Push_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One moment…`)
};

const es_notify_push_working = /** @type {(inputs: Notify_Push_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un momento…`)
};

const fr_notify_push_working = /** @type {(inputs: Notify_Push_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un instant…`)
};

/**
* | output |
* | --- |
* | "One moment…" |
*
* @param {Notify_Push_WorkingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_push_working = /** @type {((inputs?: Notify_Push_WorkingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_WorkingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_push_working(inputs)
	if (locale === "fr") return fr_notify_push_working(inputs)
	return en_notify_push_working(inputs)
});