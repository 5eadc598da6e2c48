/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Tab_MediaInputs */

const en_owner_tab_media = /** @type {(inputs: Owner_Tab_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos & Videos`)
};

const es_owner_tab_media = /** @type {(inputs: Owner_Tab_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos y videos`)
};

const fr_owner_tab_media = /** @type {(inputs: Owner_Tab_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos et vidéos`)
};

/**
* | output |
* | --- |
* | "Photos & Videos" |
*
* @param {Owner_Tab_MediaInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_tab_media = /** @type {((inputs?: Owner_Tab_MediaInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Tab_MediaInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_tab_media(inputs)
	if (locale === "fr") return fr_owner_tab_media(inputs)
	return en_owner_tab_media(inputs)
});