/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notices_Offline_TitleInputs */

const en_notices_offline_title = /** @type {(inputs: Notices_Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You're offline`)
};

const es_notices_offline_title = /** @type {(inputs: Notices_Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estás sin conexión`)
};

const fr_notices_offline_title = /** @type {(inputs: Notices_Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes hors ligne`)
};

/**
* | output |
* | --- |
* | "You're offline" |
*
* @param {Notices_Offline_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_offline_title = /** @type {((inputs?: Notices_Offline_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Offline_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_offline_title(inputs)
	if (locale === "fr") return fr_notices_offline_title(inputs)
	return en_notices_offline_title(inputs)
});