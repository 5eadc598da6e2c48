/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Checkin_PendingInputs */

const en_checkin_pending = /** @type {(inputs: Checkin_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waiting to sync: ${i?.count}`)
};

const es_checkin_pending = /** @type {(inputs: Checkin_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pendientes de sincronizar: ${i?.count}`)
};

const fr_checkin_pending = /** @type {(inputs: Checkin_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En attente de synchronisation : ${i?.count}`)
};

/**
* | output |
* | --- |
* | "Waiting to sync: {count}" |
*
* @param {Checkin_PendingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_pending = /** @type {((inputs: Checkin_PendingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_PendingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_pending(inputs)
	if (locale === "fr") return fr_checkin_pending(inputs)
	return en_checkin_pending(inputs)
});