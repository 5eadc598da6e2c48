/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_Status_SyncedInputs */

const en_checkin_status_synced = /** @type {(inputs: Checkin_Status_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All scans synced.`)
};

const es_checkin_status_synced = /** @type {(inputs: Checkin_Status_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los escaneos están sincronizados.`)
};

const fr_checkin_status_synced = /** @type {(inputs: Checkin_Status_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les scans sont synchronisés.`)
};

/**
* | output |
* | --- |
* | "All scans synced." |
*
* @param {Checkin_Status_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_status_synced = /** @type {((inputs?: Checkin_Status_SyncedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Status_SyncedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_status_synced(inputs)
	if (locale === "fr") return fr_checkin_status_synced(inputs)
	return en_checkin_status_synced(inputs)
});