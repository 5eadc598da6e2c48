/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_Status_OfflineInputs */

const en_checkin_status_offline = /** @type {(inputs: Checkin_Status_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline: scans are kept on this phone and synced when the connection returns.`)
};

const es_checkin_status_offline = /** @type {(inputs: Checkin_Status_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin conexión: los escaneos se guardan en este teléfono y se sincronizan cuando vuelva la conexión.`)
};

const fr_checkin_status_offline = /** @type {(inputs: Checkin_Status_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hors ligne : les scans sont gardés sur ce téléphone et synchronisés au retour de la connexion.`)
};

/**
* | output |
* | --- |
* | "Offline: scans are kept on this phone and synced when the connection returns." |
*
* @param {Checkin_Status_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_status_offline = /** @type {((inputs?: Checkin_Status_OfflineInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Status_OfflineInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_status_offline(inputs)
	if (locale === "fr") return fr_checkin_status_offline(inputs)
	return en_checkin_status_offline(inputs)
});