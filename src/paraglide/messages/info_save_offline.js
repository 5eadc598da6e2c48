/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Save_OfflineInputs */

const en_info_save_offline = /** @type {(inputs: Info_Save_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save for offline`)
};

const es_info_save_offline = /** @type {(inputs: Info_Save_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar para usar sin conexión`)
};

const fr_info_save_offline = /** @type {(inputs: Info_Save_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer hors ligne`)
};

/**
* | output |
* | --- |
* | "Save for offline" |
*
* @param {Info_Save_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_save_offline = /** @type {((inputs?: Info_Save_OfflineInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Save_OfflineInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_save_offline(inputs)
	if (locale === "fr") return fr_info_save_offline(inputs)
	return en_info_save_offline(inputs)
});