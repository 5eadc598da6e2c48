/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Moderation_An_FavoritesInputs */

const en_moderation_an_favorites = /** @type {(inputs: Moderation_An_FavoritesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`favorite added`);
	return /** @type {LocalizedString} */ (`favorites added`)
	
};

const es_moderation_an_favorites = /** @type {(inputs: Moderation_An_FavoritesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`favorito agregado`);
	return /** @type {LocalizedString} */ (`favoritos agregados`)
	
};

const fr_moderation_an_favorites = /** @type {(inputs: Moderation_An_FavoritesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`favori ajouté`);
	return /** @type {LocalizedString} */ (`favoris ajoutés`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "favorite added" |
* | * | "favorites added" |
*
* @param {Moderation_An_FavoritesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_favorites = /** @type {((inputs: Moderation_An_FavoritesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_FavoritesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_favorites(inputs)
	if (locale === "fr") return fr_moderation_an_favorites(inputs)
	return en_moderation_an_favorites(inputs)
});