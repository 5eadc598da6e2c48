/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Alerts_Unread_CountInputs */

const en_alerts_unread_count = /** @type {(inputs: Alerts_Unread_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} unread`)
};

const es_alerts_unread_count = /** @type {(inputs: Alerts_Unread_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} sin leer`)
};

const fr_alerts_unread_count = /** @type {(inputs: Alerts_Unread_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} non lues`)
};

/**
* | output |
* | --- |
* | "{count} unread" |
*
* @param {Alerts_Unread_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_unread_count = /** @type {((inputs: Alerts_Unread_CountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Unread_CountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_unread_count(inputs)
	if (locale === "fr") return fr_alerts_unread_count(inputs)
	return en_alerts_unread_count(inputs)
});