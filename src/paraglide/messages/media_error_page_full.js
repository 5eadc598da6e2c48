/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Error_Page_FullInputs */

const en_media_error_page_full = /** @type {(inputs: Media_Error_Page_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your business page shows at most 12 uploads at a time. Delete one, or wait until one ends, before paying for another.`)
};

const es_media_error_page_full = /** @type {(inputs: Media_Error_Page_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La página de tu negocio muestra 12 cargas como máximo a la vez. Elimina una o espera a que termine alguna antes de pagar otra.`)
};

const fr_media_error_page_full = /** @type {(inputs: Media_Error_Page_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La page de votre commerce affiche 12 dépôts au plus à la fois. Supprimez-en un, ou attendez qu’un autre se termine, avant d’en payer un nouveau.`)
};

/**
* | output |
* | --- |
* | "Your business page shows at most 12 uploads at a time. Delete one, or wait until one ends, before paying for another." |
*
* @param {Media_Error_Page_FullInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_error_page_full = /** @type {((inputs?: Media_Error_Page_FullInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Error_Page_FullInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_error_page_full(inputs)
	if (locale === "fr") return fr_media_error_page_full(inputs)
	return en_media_error_page_full(inputs)
});