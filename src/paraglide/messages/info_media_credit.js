/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Media_CreditInputs */

const en_info_media_credit = /** @type {(inputs: Info_Media_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustrations are free for coverage with the credit "Illustration: Harlem Guide"; the full set is in the [image pack].`)
};

const es_info_media_credit = /** @type {(inputs: Info_Media_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las ilustraciones se pueden usar gratis en coberturas con el crédito «Ilustración: Harlem Guide»; la colección completa está en el [paquete de imágenes].`)
};

const fr_info_media_credit = /** @type {(inputs: Info_Media_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les illustrations sont libres de droits pour vos reportages avec la mention « Illustration : Harlem Guide » ; la série complète se trouve dans le [pack d’images].`)
};

/**
* | output |
* | --- |
* | "Illustrations are free for coverage with the credit \"Illustration: Harlem Guide\"; the full set is in the [image pack]." |
*
* @param {Info_Media_CreditInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_media_credit = /** @type {((inputs?: Info_Media_CreditInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Media_CreditInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_media_credit(inputs)
	if (locale === "fr") return fr_info_media_credit(inputs)
	return en_info_media_credit(inputs)
});