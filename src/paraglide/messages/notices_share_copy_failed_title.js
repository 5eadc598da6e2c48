/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notices_Share_Copy_Failed_TitleInputs */

const en_notices_share_copy_failed_title = /** @type {(inputs: Notices_Share_Copy_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy failed`)
};

const es_notices_share_copy_failed_title = /** @type {(inputs: Notices_Share_Copy_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo copiar`)
};

const fr_notices_share_copy_failed_title = /** @type {(inputs: Notices_Share_Copy_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de la copie`)
};

/**
* | output |
* | --- |
* | "Copy failed" |
*
* @param {Notices_Share_Copy_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_share_copy_failed_title = /** @type {((inputs?: Notices_Share_Copy_Failed_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Share_Copy_Failed_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_share_copy_failed_title(inputs)
	if (locale === "fr") return fr_notices_share_copy_failed_title(inputs)
	return en_notices_share_copy_failed_title(inputs)
});