/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notices_Offline_Saved_TitleInputs */

const en_notices_offline_saved_title = /** @type {(inputs: Notices_Offline_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Favorites updated`)
};

const es_notices_offline_saved_title = /** @type {(inputs: Notices_Offline_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se actualizaron tus favoritos`)
};

const fr_notices_offline_saved_title = /** @type {(inputs: Notices_Offline_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Favoris mis à jour`)
};

/**
* | output |
* | --- |
* | "Favorites updated" |
*
* @param {Notices_Offline_Saved_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_offline_saved_title = /** @type {((inputs?: Notices_Offline_Saved_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Offline_Saved_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_offline_saved_title(inputs)
	if (locale === "fr") return fr_notices_offline_saved_title(inputs)
	return en_notices_offline_saved_title(inputs)
});