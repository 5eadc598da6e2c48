/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Notify_Push_Last_SentInputs */

const en_notify_push_last_sent = /** @type {(inputs: Notify_Push_Last_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`last notification ${i?.date}`)
};

const es_notify_push_last_sent = /** @type {(inputs: Notify_Push_Last_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`última notificación el ${i?.date}`)
};

const fr_notify_push_last_sent = /** @type {(inputs: Notify_Push_Last_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`dernière notification le ${i?.date}`)
};

/**
* | output |
* | --- |
* | "last notification {date}" |
*
* @param {Notify_Push_Last_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_push_last_sent = /** @type {((inputs: Notify_Push_Last_SentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_Last_SentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_push_last_sent(inputs)
	if (locale === "fr") return fr_notify_push_last_sent(inputs)
	return en_notify_push_last_sent(inputs)
});