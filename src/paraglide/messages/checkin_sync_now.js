/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_Sync_NowInputs */

const en_checkin_sync_now = /** @type {(inputs: Checkin_Sync_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync now`)
};

const es_checkin_sync_now = /** @type {(inputs: Checkin_Sync_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sincronizar ahora`)
};

const fr_checkin_sync_now = /** @type {(inputs: Checkin_Sync_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Synchroniser maintenant`)
};

/**
* | output |
* | --- |
* | "Sync now" |
*
* @param {Checkin_Sync_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_sync_now = /** @type {((inputs?: Checkin_Sync_NowInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Sync_NowInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_sync_now(inputs)
	if (locale === "fr") return fr_checkin_sync_now(inputs)
	return en_checkin_sync_now(inputs)
});