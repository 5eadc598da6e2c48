/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_Status_SyncingInputs */

const en_checkin_status_syncing = /** @type {(inputs: Checkin_Status_SyncingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Syncing…`)
};

const es_checkin_status_syncing = /** @type {(inputs: Checkin_Status_SyncingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sincronizando…`)
};

const fr_checkin_status_syncing = /** @type {(inputs: Checkin_Status_SyncingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Synchronisation…`)
};

/**
* | output |
* | --- |
* | "Syncing…" |
*
* @param {Checkin_Status_SyncingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_status_syncing = /** @type {((inputs?: Checkin_Status_SyncingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Status_SyncingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_status_syncing(inputs)
	if (locale === "fr") return fr_checkin_status_syncing(inputs)
	return en_checkin_status_syncing(inputs)
});